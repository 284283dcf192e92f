export * from './illustration';
export * from './answer-format';
export * from './anthropic-author';
export * from './author';
export * from './authors';
export * from './openai-author';
export * from './safety';

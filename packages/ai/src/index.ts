export * from './illustration';
export * from './dalle-illustrator';
export * from './answer-format';
export * from './anthropic-author';
export * from './author';
export * from './authors';
export * from './openai-author';
export * from './safety';

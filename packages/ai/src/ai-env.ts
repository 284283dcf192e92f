/**
 * The variables that configure the AI providers, as a zod fragment services spread into their config schema
 * next to kit's `serviceEnv`. Every one is optional: with none set, callers use their offline defaults.
 */
import { z } from 'zod';
import { ConfigError, env } from '@storybook-app/kit';

export const aiEnv = () => ({
  OPENAI_API_KEY: z.string().optional(),
  /** Another OpenAI endpoint (a proxy, a test server); default https://api.openai.com/v1. */
  OPENAI_BASE_URL: env.url().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  /** Default https://api.anthropic.com. */
  ANTHROPIC_BASE_URL: env.url().optional(),
  /** An OpenAI-compatible model server (Ollama: http://127.0.0.1:11434/v1). */
  LOCAL_MODEL_URL: env.url().optional(),
  /** The model names it serves, comma-separated. */
  LOCAL_MODEL_NAMES: env.list(),
  LOCAL_MODEL_API_KEY: z.string().optional(),
  /** The model of the LLM safety judge (default gpt-4o-mini at OpenAI, else the first configured model). */
  SAFETY_JUDGE_MODEL: z.string().optional(),
});

export type AiConfig = z.infer<z.ZodObject<ReturnType<typeof aiEnv>>>;

/** The rules between variables that a field-by-field schema cannot state. */
export function checkAiConfig(config: Partial<AiConfig>): void {
  const names = config.LOCAL_MODEL_NAMES ?? [];
  if (config.LOCAL_MODEL_URL && names.length === 0) {
    throw new ConfigError(['LOCAL_MODEL_NAMES: name the models served at LOCAL_MODEL_URL (comma-separated)']);
  }
  if (!config.LOCAL_MODEL_URL && names.length > 0) {
    throw new ConfigError(['LOCAL_MODEL_URL: required with LOCAL_MODEL_NAMES']);
  }
}

/**
 * The life of a service process: start, or exit non-zero with the reason (a bad variable is named);
 * on SIGTERM or SIGINT stop gracefully within a bound, then exit.
 */
import { ConfigError } from './config';
import { createLogger, type Logger } from './logger';

export interface Stoppable {
  stop(): Promise<void>;
}

export async function runMain(
  name: string,
  start: (logger: Logger) => Promise<Stoppable>,
  options: { shutdownTimeoutMs?: number } = {},
): Promise<void> {
  const logger = createLogger(name);
  // How long loading the code took: most of a restarted process's time before it answers.
  logger.debug({ sinceLaunchMs: Math.round(process.uptime() * 1000) }, 'code loaded; starting');
  let running: Stoppable;
  try {
    running = await start(logger);
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.fatal({ problems: error.problems }, `${name} cannot start: ${error.message}`);
      console.error(`${name} cannot start: ${error.message}`);
    } else {
      logger.fatal({ err: error }, `${name} failed to start`);
    }
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, options.shutdownTimeoutMs ?? 4000).unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a second signal while stopping must not fall back to the default of dying at once.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * `npm run images`: builds the seven images with the machine's engine and prints their sizes.
 * `npm run start:containers`: builds them, runs the local overlay as containers and prints the gateway's
 * URL; Ctrl-C takes everything down.
 */
import { join } from 'node:path';
import { buildProductImages, startProductContainers } from './product';

const ROOT = join(__dirname, '../../..');
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(command: string | undefined): Promise<void> {
  if (command !== 'images' && command !== 'start') {
    throw new Error('usage: cli.js images | start');
  }
  const started = Date.now();
  const { engine, images } = buildProductImages(ROOT, log);
  const total = images.reduce((sum, image) => sum + image.bytes, 0);
  log(
    `> ${images.length} images in ${((Date.now() - started) / 1000).toFixed(0)} s (${(total / 1e6).toFixed(0)} MB, the base shared)`,
  );
  if (command === 'images') return;

  const product = await startProductContainers(ROOT, engine, log);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('> stopping the containers');
    await product.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  const standIns = product.stores.filter((store) => store.standIn !== store.image);
  if (standIns.length) {
    log(
      `> stores stood in for (no registry): ${standIns.map((store) => `${store.image} → ${store.standIn}`).join(', ')}`,
    );
  }
  log(`Storybook is running as containers at ${product.url}  (Ctrl-C stops them)`);
}

main(process.argv[2]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

#!/usr/bin/env node
// Renders the app's PNG icons (web manifest, iOS home screen) from web/public/icons/icon.svg with Chromium:
// browsers want PNGs of fixed sizes to offer installation. Run after changing the SVG; the PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, ROOT } from './lib/setup.mjs';

const ICONS = join(ROOT, 'web/public/icons');
const svg = readFileSync(join(ICONS, 'icon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** `inset`: the share of the picture kept clear around the icon (maskable icons are cropped to a circle). */
const OUTPUTS = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.1, background: '#2f6f8f' },
  { file: 'apple-touch-icon.png', size: 180, inset: 0, background: '#2f6f8f' },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
try {
  for (const { file, size, inset, background } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:${background}"><img src="${dataUrl}" ` +
        `style="display:block;margin:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    writeFileSync(join(ICONS, file), await page.screenshot({ omitBackground: background === 'transparent' }));
    await page.close();
    console.log(`web/public/icons/${file} (${size} px)`);
  }
} finally {
  await browser.close();
}

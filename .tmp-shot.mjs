import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [id, width, height] = spec.split(':');
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  await page.goto(`http://127.0.0.1:6123/iframe.html?id=${id}&viewMode=story`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-${id}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();

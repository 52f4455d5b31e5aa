import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../web/e2e/harness.js';
import type { Dataset } from './dataset.js';
import { gatewayUrl, round } from './measure.js';
import { root } from './processes.js';

/**
 * The built app's JavaScript (gzip, level 9: all of it, and what Chromium loads to show /login) and, in Chromium
 * with Lighthouse's mobile profile, LCP, TBT and CLS of /login and, logged in as the teacher, /groups.
 */
export async function webFigures(data: Dataset) {
  const assets = join(root, 'web/dist/assets');
  const gz = async (file: string) => gzipSync(await readFile(join(assets, file)), { level: 9 }).length;
  const jsFiles = (await readdir(assets)).filter((f) => f.endsWith('.js'));
  let totalJs = 0;
  for (const file of jsFiles) totalJs += await gz(file);

  const browser = await launchChromium();
  const measure = async (path: string, asTeacher: boolean) => {
    const context = await browser.newContext({ baseURL: gatewayUrl, viewport: { width: 412, height: 823 } });
    if (asTeacher) {
      await context.addInitScript(
        ([token]) => {
          localStorage.setItem('jwt', token!);
        },
        [data.teacher.token],
      );
    }
    // LCP, long tasks and layout shifts, observed from the first byte.
    await context.addInitScript(() => {
      const w = window as unknown as { __perf: { lcp: number; longTasks: number[]; cls: number; fcp: number } };
      w.__perf = { lcp: 0, longTasks: [], cls: 0, fcp: 0 };
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__perf.lcp = e.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__perf.longTasks.push(e.startTime, e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => {
          const shift = e as unknown as { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) w.__perf.cls += shift.value;
        }),
      ).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (w.__perf.fcp = e.startTime)),
      ).observe({ type: 'paint', buffered: true });
    });
    const page = await context.newPage();
    // Lighthouse's mobile profile slows the CPU 4x; the network here is loopback.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.split('/').pop()!);
    });
    // Not 'networkidle': the logged-in shell holds its notifications stream open, so the network is never idle
    // once the screen's requests follow each other closely enough.
    await page.goto(path, { waitUntil: 'load' });
    // The screen is drawn (its title is there) before the paint entries are read.
    await page.getByRole('heading').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const perf = await page.evaluate(() => (window as unknown as { __perf: { lcp: number; longTasks: number[]; cls: number; fcp: number } }).__perf);
    let tbt = 0;
    for (let i = 0; i < perf.longTasks.length; i += 2) {
      const [start, duration] = [perf.longTasks[i]!, perf.longTasks[i + 1]!];
      if (start + duration > perf.fcp) tbt += Math.max(0, duration - 50);
    }
    let routeJs = 0;
    for (const file of scripts) if (jsFiles.includes(file)) routeJs += await gz(file);
    await context.close();
    return { lcpMs: round(perf.lcp, 0), tbtMs: round(tbt, 0), cls: round(perf.cls, 3), jsGzipKiB: round(routeJs / 1024, 1) };
  };
  // Three loads each, the median of every figure: one load in Chromium is a noisy sample.
  const median = async (path: string, asTeacher: boolean) => {
    const runs: Array<Awaited<ReturnType<typeof measure>>> = [];
    for (let i = 0; i < 3; i++) runs.push(await measure(path, asTeacher));
    const mid = (key: keyof (typeof runs)[number]) => runs.map((r) => r[key]).sort((a, b) => a - b)[1]!;
    return { lcpMs: mid('lcpMs'), tbtMs: mid('tbtMs'), cls: mid('cls'), jsGzipKiB: mid('jsGzipKiB') };
  };
  const login = await median('/login', false);
  const groups = await median('/groups', true);
  await browser.close();
  return { totalJsGzipKiB: round(totalJs / 1024, 1), firstRouteJsGzipKiB: login.jsGzipKiB, login, groups };
}

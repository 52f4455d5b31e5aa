/**
 * Lighthouse 12 itself (mobile preset: a mid-range phone on slow 4G, simulated) on the running product: /login,
 * /forgot-password and /terminos,
 * and logged in with the dataset's data, /groups (the teacher), /profile and the question bank with 'Importar preguntas'
 * (the teacher), the solve screen (a student), the gradebook, the
 * group dashboard and an assignment's statistics (the teacher) and the join link `/join/{code}` logged out (it leads to /login) and logged
 * in (it joins and lands on the group), and the live game's host lobby, a player's open question and the join form `/play`. Each page is audited three times, each time in a fresh Chromium profile (no service worker, no
 * cache: a first visit), and the run with the median performance score is reported.
 * Part of `npm run bench` (after its dataset is made); `BENCH_ONLY=web npm run bench` measures the web app alone,
 * `BENCH_ONLY=lighthouse npm run bench` these audits alone.
 */
import * as chromeLauncher from 'chrome-launcher';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse, { snapshot } from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { paths } from '../web/src/routes/paths.js';
import { api, inBatches, type Dataset } from './dataset.js';
import { apiUrl, gatewayUrl, round } from './measure.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = 3;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire (Lighthouse's network records' transferSize), all of them and the scripts alone. */
  transferredKiB: number;
  jsTransferredKiB: number;
}

/**
 * LIGHTHOUSE_REPORTS=dir keeps each audit's whole report there, and a CPU profile of the page loaded once more in the
 * same browser at Lighthouse's 4× CPU slowdown (open it in Chromium's DevTools): where a page's time went.
 */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

/** V8's CPU profile of one load of `path` (its first 5 s) at Lighthouse's CPU slowdown, in the audited browser. */
async function profileLoad(port: number, path: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${gatewayUrl}${path}`);
    await page.waitForTimeout(5000);
    const { profile } = await cdp.send('Profiler.stop');
    return profile;
  } finally {
    await browser.close();
  }
}

/** One audit of `path` in a fresh Chromium; with a token, the web client's session (localStorage `jwt`) is set first. */
async function audit(path: string, token?: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    if (token) {
      // /metrics is a plain text page of the same origin: the session is stored without loading the app (nor its
      // service worker), so the audited load is still a first visit.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${gatewayUrl}/metrics`);
      await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(`${gatewayUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the session set above; the profile is new for every audit, so nothing else is stored.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (reportsDir) {
      await mkdir(reportsDir, { recursive: true });
      const name = join(reportsDir, `${path.replace(/\W+/g, '_')}-${Date.now()}`);
      await writeFile(`${name}.json`, JSON.stringify(lhr));
      await writeFile(`${name}.cpuprofile`, JSON.stringify(await profileLoad(chrome.port, path)));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((item) =>
      item.url.startsWith(gatewayUrl),
    );
    const bytes = (list: NetworkItem[]) => round(list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024, 1);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: round(metric('cumulative-layout-shift'), 3),
      transferredKiB: bytes(items),
      jsTransferredKiB: bytes(items.filter((item) => item.resourceType === 'Script')),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * 'Importar preguntas' open over the question bank: a dialog, which no page load shows, so Lighthouse audits the page
 * as it stands once opened (its snapshot mode, which drives the browser through Puppeteer): accessibility only, the
 * performance audits being a page load's.
 */
async function importDialogAccessibility(token: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await page.goto(`${gatewayUrl}/metrics`);
    await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
    await page.goto(`${gatewayUrl}${paths.questions.href()}`);
    await page.locator('button::-p-text(Importar preguntas)').click();
    await page.waitForSelector('[role="dialog"] h2');
    const result = await snapshot(page, { config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } } });
    await browser.disconnect();
    if (!result) throw new Error('Lighthouse returned nothing for the import dialog');
    return { accessibility: Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100) };
  } finally {
    chrome.kill();
  }
}

/** Whose session an audit runs in: none, a token, or a new one per run (a page that changes what it shows once seen). */
type Session = string | (() => Promise<string>) | undefined;

/** Which page an audit loads: a path, or one made afresh for each run (a state that lasts less than three audits). */
type Target = string | (() => Promise<string>);

/** The run with the median performance score of three. */
async function median(target: Target, session?: Session) {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const path = typeof target === 'function' ? await target() : target;
    results.push(await audit(path, typeof session === 'function' ? await session() : session));
  }
  return results.sort((a, b) => a.performance - b.performance)[runs >> 1]!;
}

/**
 * The live game's screens (En vivo) on a group of the teacher with 30 of the students and two published assignments
 * of four questions: the host's lobby of a game on the first that 30 players have joined, and a player's open
 * question, each run on a new game of the second (a question closes by itself once its time is up).
 */
async function liveGames(data: Dataset) {
  const teacher = data.teacher.token;
  const members = data.students.slice(0, 30);
  const group = await api<{ id: string }>(apiUrl, 'POST', '/study-group/create', teacher, {
    name: 'Grupo del juego en vivo',
    profilesId: members.map((s) => s.profileId),
  });
  const quiz = async (name: string) => {
    const assignment = await api<{ id: string }>(apiUrl, 'POST', '/assignments/create', teacher, {
      name,
      description: 'Repaso de geografía del Perú',
      studyGroupId: group.id,
    });
    for (const question of liveQuestions)
      await api(apiUrl, 'POST', '/assignments-questions/createAssignmentsQuestions', teacher, { assignmentId: assignment.id, question });
    await api(apiUrl, 'POST', `/assignments/publish/${assignment.id}`, teacher, {});
    return assignment.id;
  };
  const start = (assignmentId: string) =>
    api<{ id: string; pin: string }>(apiUrl, 'POST', '/liveGames/start', teacher, { assignmentId, questionSeconds: 240 });
  const lobby = await start(await quiz('Repaso en vivo'));
  await inBatches(members, 4, (student) => api(apiUrl, 'POST', '/liveGames/join', student.token, { pin: lobby.pin }));
  const questionAssignment = await quiz('Pregunta en vivo');
  const player = members[0]!;
  let previous: string | undefined;
  /** A new game on the second assignment, the player in it and its first question open: the player's page. */
  const openQuestion = async () => {
    if (previous) await api(apiUrl, 'POST', `/liveGames/${previous}/end`, teacher, {});
    const game = await start(questionAssignment);
    previous = game.id;
    await api(apiUrl, 'POST', '/liveGames/join', player.token, { pin: game.pin });
    await api(apiUrl, 'POST', `/liveGames/${game.id}/advance`, teacher, {});
    return paths.playGame.href(toGlobalId('LiveGame', game.id));
  };
  return { hostLobby: paths.liveHost.href(toGlobalId('LiveGame', lobby.id)), openQuestion, player: player.token };
}

/** A game's questions: four answers to tap first, as a quiz shown in class usually starts. */
const liveQuestions = [
  {
    type: 'MULTIPLE_ANSWER',
    statement: '¿Cuáles de estos ríos desembocan en el océano Atlántico?',
    options: ['Amazonas', 'Rímac', 'Orinoco', 'Santa'],
    correctOptionsIndex: [0, 2],
  },
  { type: 'TRUE_OR_FALSE', statement: 'El lago Titicaca está entre el Perú y Bolivia', correctAnswer: true },
  { type: 'NUMERICAL', statement: '¿Cuántos departamentos tiene el Perú?', answers: [{ value: 24, tolerance: 0 }] },
  { type: 'ORDERING', statement: 'Ordene de norte a sur', items: ['Tumbes', 'Lima', 'Arequipa', 'Tacna'] },
];

/** The three pages' figures, keyed by page, as a table. */
export async function lighthouseFigures(data: Dataset) {
  // The solve screen of an assignment the student has not submitted (the dataset's first student submitted
  // only the first assignment of each group).
  const student = data.students[0]!;
  const assignments = await api<Array<{ id: string; name: string }>>(
    apiUrl,
    'GET',
    `/assignments/getAll?studyGroupIds=${data.groups[10]}&limit=1000`,
    student.token,
  );
  const unsubmitted = assignments.find((a) => a.name === 'Tarea 2 de 10') ?? assignments[1]!;
  // The join link of a group with no members yet, opened in each logged-in run by a student who has just signed up,
  // so that every run joins (a member opening it again would measure something else).
  const linked = await api<{ code: string }>(apiUrl, 'POST', '/study-group/create', data.teacher.token, { name: 'Grupo del enlace' });
  let newcomers = 0;
  const newcomer = async () => {
    newcomers += 1;
    const user = await api<{ token: string }>(apiUrl, 'POST', '/auth/create', undefined, {
      firstName: `Enlace${newcomers}`,
      lastName: 'Benchmark',
      email: `enlace${newcomers}@bench.aula`,
      phone: '+51 900000000',
      password: data.password,
    });
    return user.token;
  };
  const live = await liveGames(data);
  const audits: Record<string, () => Promise<LighthouseFigures>> = {
    '/login': () => median('/login'),
    // The anonymous pages of accounts: password recovery, the terms and the privacy policy.
    '/forgot-password': () => median(paths.forgotPassword.href()),
    '/terminos': () => median(paths.terms.href()),
    '/privacidad': () => median(paths.privacy.href()),
    '/profile (teacher)': () => median(paths.profile.href(), data.teacher.token),
    // The question bank, where 'Importar preguntas' opens (its dialog's code loads when pressed).
    'question bank, import (teacher)': () => median(paths.questions.href(), data.teacher.token),
    '/groups (teacher)': () => median('/groups', data.teacher.token),
    'solve screen (student)': () => median(`/assignment/solve/${encodeURIComponent(toGlobalId('Assignment', unsubmitted.id))}`, student.token),
    // 100 students × 10 assignments.
    'gradebook (teacher)': () => median(paths.gradebook.href(toGlobalId('StudyGroup', data.groups[10])), data.teacher.token),
    // The same group's dashboard: 10 assignments' means and submission rates, chart and table.
    'group dashboard (teacher)': () => median(paths.groupDashboard.href(toGlobalId('StudyGroup', data.groups[10])), data.teacher.token),
    // The item analysis of one of its assignments: summary, histogram and a question's answers, charts and tables.
    'statistics (teacher)': () => median(paths.assignmentStatistics.href(toGlobalId('Assignment', assignments[0]!.id)), data.teacher.token),
    '/join/{code} (logged out)': () => median(paths.join.href(linked.code)),
    '/join/{code} (logged in)': () => median(paths.join.href(linked.code), newcomer),
    // En vivo: the host's lobby (PIN, QR code, 30 players), a player's open question, and the join form.
    '/live/{id} (teacher, lobby)': () => median(live.hostLobby, data.teacher.token),
    '/play/{id} (student, question)': () => median(live.openQuestion, live.player),
    '/play (student)': () => median(paths.play.href(), live.player),
  };
  // LIGHTHOUSE_PAGES=/profile,/terminos audits only the pages whose names contain one of those parts.
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const pages: Record<string, LighthouseFigures> = {};
  for (const [name, run] of Object.entries(audits)) if (!wanted || wanted.some((part) => name.includes(part))) pages[name] = await run();
  console.log('Lighthouse 12, mobile preset, median of 3:');
  console.table(pages);
  const dialogName = "question bank, 'Importar preguntas' open (teacher)";
  if (!wanted || wanted.some((part) => dialogName.includes(part))) {
    const dialog = await importDialogAccessibility(data.teacher.token);
    console.log(`Lighthouse 12, snapshot of 'Importar preguntas' open over the bank: accessibility ${dialog.accessibility}`);
    return { ...pages, [dialogName]: dialog };
  }
  return pages;
}

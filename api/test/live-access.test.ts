import { describe, expect, it } from 'vitest';
import type { LiveGame } from '@aula/api';
import { addQuestion, createAssignment, sampleQuestions } from './helpers.js';
import {
  advance,
  api,
  groupId,
  join,
  otherTeacher,
  outsider,
  players,
  startGame,
  startLiveFixture,
  teacher,
  threeQuestionAssignment,
} from './liveFixture.js';

startLiveFixture();

describe('who may do what in a live game', () => {
  it('lets only members join, only the host steer, and shows nothing to other people', async () => {
    const { id: assignmentId } = await threeQuestionAssignment();
    const game = await startGame(assignmentId);
    const [ana] = players;
    const stranger = await api.call('POST', 'liveGames/join', { token: outsider.token, body: { pin: game.pin } });
    expect([stranger.status, stranger.body.message]).toEqual([403, 'Este juego es de un grupo del que usted no es miembro.']);
    const host = await api.call('POST', 'liveGames/join', { token: teacher.token, body: { pin: game.pin } });
    expect(host.status).toBe(409);
    await join(ana, game.pin);
    for (const step of ['advance', 'end']) {
      const reply = await api.call('POST', `liveGames/${game.id}/${step}`, { token: ana.token, body: {} });
      expect(reply.status, step).toBe(403);
    }
    expect((await api.call('GET', `liveGames/${game.id}/file?format=csv`, { token: ana.token })).status).toBe(403);
    for (const user of [outsider, otherTeacher]) {
      expect((await api.call('GET', `liveGames/${game.id}`, { token: user.token })).status).toBe(404);
      expect((await api.call<{ liveGames: LiveGame[] }>('GET', `liveGames?ids=${game.id}`, { token: user.token })).body.liveGames).toEqual([]);
      expect((await api.call('POST', `liveGames/${game.id}/advance`, { token: user.token, body: {} })).status).toBe(404);
    }
    // An assignment of someone else's group is left out of the list rather than refused.
    for (const user of [otherTeacher, ana]) {
      const reply = await api.call<{ liveGames: LiveGame[] }>('GET', `liveGames/byAssignment?assignmentIds=${assignmentId}`, { token: user.token });
      expect([reply.status, reply.body.liveGames]).toEqual([200, []]);
    }
    const refused = await api.call('POST', 'liveGames/start', { token: otherTeacher.token, body: { assignmentId } });
    expect(refused.status).toBe(403);
    // Nobody but the host sees the players' list.
    expect((await advance(game.id)).players).toHaveLength(1);
  });

  it('refuses a second open game, bad settings, and says when a PIN is unknown or its game over', async () => {
    const { id: assignmentId } = await threeQuestionAssignment();
    const game = await startGame(assignmentId);
    const twice = await api.call('POST', 'liveGames/start', { token: teacher.token, body: { assignmentId } });
    expect([twice.status, twice.body.message]).toEqual([409, 'Ya hay un juego en vivo abierto para esta tarea.']);
    for (const questionSeconds of [4, 241]) {
      const reply = await api.call('POST', 'liveGames/start', { token: teacher.token, body: { assignmentId, questionSeconds } });
      expect([reply.status, reply.body.message]).toEqual([400, 'El tiempo por pregunta debe estar entre 5 y 240 segundos.']);
    }
    const practice = (await threeQuestionAssignment({ openForPractice: true })).id;
    const notGraded = await api.call('POST', 'liveGames/start', { token: teacher.token, body: { assignmentId: practice, countsAsAttempt: true } });
    expect(notGraded.status).toBe(409);
    await api.call('POST', `liveGames/${game.id}/end`, { token: teacher.token });
    const over = await api.call('POST', 'liveGames/join', { token: players[1].token, body: { pin: game.pin } });
    expect([over.status, over.body.message]).toEqual([409, 'Este juego ya terminó.']);
    const unknown = await api.call('POST', 'liveGames/join', { token: players[1].token, body: { pin: 'abc' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No hay ningún juego abierto con ese PIN.']);
  });

  it('refuses a game on a draft or a scheduled assignment: its players could not read it', async () => {
    const { id: assignmentId } = await createAssignment(api, teacher, groupId, { draft: true, name: 'Borrador en vivo' });
    await addQuestion(api, teacher, assignmentId, sampleQuestions.TRUE_OR_FALSE);
    const startDraft = () => api.call('POST', 'liveGames/start', { token: teacher.token, body: { assignmentId } });
    const draft = await startDraft();
    expect([draft.status, draft.body.message]).toEqual([409, 'Publique la tarea antes de jugarla en vivo.']);
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    expect((await api.call('POST', `assignments/publish/${assignmentId}`, { token: teacher.token, body: { publishAt } })).status).toBe(200);
    const scheduled = await startDraft();
    expect([scheduled.status, scheduled.body.message]).toEqual([409, 'Publique la tarea antes de jugarla en vivo.']);
    expect((await api.call('POST', `assignments/publish/${assignmentId}`, { token: teacher.token, body: {} })).status).toBe(200);
    expect((await startDraft()).status).toBe(201);
  });

  it('refuses at the start a game that would count as an attempt on a closed assignment', async () => {
    const { id: assignmentId } = await threeQuestionAssignment({ name: 'Tarea cerrada' });
    await api.db.query(`UPDATE assignments SET close_at = now() - interval '1 hour' WHERE id = $1`, [assignmentId]);
    const counted = await api.call('POST', 'liveGames/start', { token: teacher.token, body: { assignmentId, countsAsAttempt: true } });
    expect([counted.status, counted.body.message]).toEqual([409, 'La tarea ya está cerrada: el juego no puede contar como intento.']);
    // Played for fun, it may start.
    const game = await startGame(assignmentId);
    await api.call('POST', `liveGames/${game.id}/end`, { token: teacher.token });
  });

  it('keeps PINs unique among open games only', async () => {
    const first = await startGame((await threeQuestionAssignment()).id);
    const second = await startGame((await threeQuestionAssignment()).id);
    expect(first.pin).not.toBe(second.pin);
    const reuse = `UPDATE live_games SET pin = $1 WHERE id = $2`;
    await expect(api.db.query(reuse, [first.pin, second.id])).rejects.toMatchObject({ code: '23505' });
    await api.call('POST', `liveGames/${first.id}/end`, { token: teacher.token });
    await api.db.query(reuse, [first.pin, second.id]);
    // The PIN now leads to the open game.
    expect((await join(players[2], first.pin)).id).toBe(second.id);
  });

  it('never limits joining a game the student may join, however often (a class behind one router, reloads)', async () => {
    const { id: assignmentId } = await threeQuestionAssignment({ name: 'Juego muy concurrido' });
    const game = await startGame(assignmentId);
    const statuses = [];
    // Past both the per-account (10) and the per-address (100) counts of failed tries, all from one address.
    for (let i = 0; i < 105; i++)
      statuses.push((await api.call('POST', 'liveGames/join', { token: players[i % 3]!.token, body: { pin: game.pin } })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await api.call('POST', `liveGames/${game.id}/end`, { token: teacher.token });
  });

  it('limits failed PIN tries per account', async () => {
    // Someone who has not tried a PIN yet: each wrong PIN counts; past the limit, failed tries answer 429.
    const tries = [];
    for (let i = 0; i < 11; i++)
      tries.push((await api.call('POST', 'liveGames/join', { token: otherTeacher.token, body: { pin: '000000' } })).status);
    expect(tries.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(tries[10]).toBe(429);
  });
});

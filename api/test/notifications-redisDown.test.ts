import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'vitest';
import { createNotificationEvents } from '@aula/api';
import { freePort } from './localServices.js';

// The exam burst's fault run restarted Redis under load and every api process ended: the announcement of a
// submission's notification was published while Redis was down, and the rejected publish was never caught.
describe('live notifications while Redis is down', () => {
  it('drop an announcement that cannot be published rather than ending the process', async () => {
    const events = createNotificationEvents(`redis://127.0.0.1:${await freePort()}`);
    events.target.dispatchEvent(new CustomEvent('aula:test:notificationAdded:someone', { detail: { id: 'n', recipientId: 'someone' } }));
    // ioredis gives the publish up after two reconnection tries (well under a second); an unhandled rejection
    // would fail this file.
    await sleep(1500);
    await events.close();
  });
});

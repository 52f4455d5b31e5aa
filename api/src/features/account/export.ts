import type { Queryable } from '../../db/database.js';
import type { ImageStore } from '../../storage/images.js';
import { assignmentsOf, bySeq as bySeqOf, exclusionsOf, iso, isoOrNull, openedWithoutAttempt, scoreChangesOf, type Item } from './exportLists.js';
import { jsonList, mapped, pageSize, pages, pretty } from './jsonStream.js';
import type { DataExport } from './schemas.js';

/** One of the document's lists, its items checked against DataExport. */
const list = <K extends keyof DataExport>(name: K, items: AsyncGenerator<Array<Item<K>>>, last = false) => jsonList(name, items, last);

interface AccountRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subscription_method: string | null;
  is_active: boolean;
  created_at: Date;
  profile_id: string | null;
  username: string | null;
  profile_picture_url: string | null;
  profile_created_at: Date | null;
}

interface AnswerRow {
  id: string;
  seq: number;
  question_id: string;
  type: string;
  statement: string;
  answer: Record<string, unknown>;
  score: number | null;
  feedback: string | null;
  explanation: string | null;
  created_at: Date | string;
}

const toAnswer = (row: AnswerRow): Item<'unsubmittedAnswers'> => ({
  id: row.id,
  question: { id: row.question_id, type: row.type, statement: row.statement },
  answer: row.answer,
  score: row.score,
  feedback: row.feedback,
  explanation: row.explanation,
  answeredAt: iso(row.created_at),
});

/** An answer's question as answered (its snapshot), else as it is now; the explanation only once submitted. */
const answerColumns = `qa.id, qa.seq, qa.question_id, qa.answer, qa.score, qa.feedback, qa.created_at,
  coalesce(qa.question_snapshot ->> 'type', q.type) AS type,
  coalesce(qa.question_snapshot ->> 'statement', q.statement) AS statement,
  CASE WHEN qa.assignment_attempt_id IS NOT NULL THEN coalesce(qa.question_snapshot ->> 'explanation', q.explanation) END AS explanation`;

/** The account and profile of `userId`, or nothing. */
export async function readAccount(db: Queryable, userId: string) {
  const [row] = await db.query<AccountRow>(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.phone, u.subscription_method, u.is_active, u.created_at,
            p.id AS profile_id, p.username, p.profile_picture_url, p.created_at AS profile_created_at
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return row;
}

/**
 * The viewer's data as one pretty-printed JSON document (DataExport), written as it is read: each list is read a page
 * at a time in its stored order, so a student with thousands of answers costs a few pages of memory, never the whole
 * document. The account is read before (readAccount), so that a refusal comes before anything is sent.
 */
export async function* dataExport(db: Queryable, images: ImageStore, account: AccountRow): AsyncGenerator<string> {
  const user = account.id;
  const profile = account.profile_id;
  const head: Pick<DataExport, 'exportedAt' | 'account' | 'profile'> = {
    exportedAt: new Date().toISOString(),
    account: {
      id: user,
      firstName: account.first_name,
      lastName: account.last_name,
      email: account.email,
      phone: account.phone,
      subscriptionMethod: account.subscription_method,
      isActive: account.is_active,
      createdAt: iso(account.created_at),
    },
    profile:
      profile && account.username
        ? { id: profile, username: account.username, profilePictureUrl: account.profile_picture_url, createdAt: iso(account.profile_created_at!) }
        : null,
  };
  // Everything but the lists, without its closing brace: the lists follow.
  yield `${pretty(head, 0).slice(0, -2)},\n`;

  const bySeq = bySeqOf(db, profile);

  yield* list(
    'groups',
    mapped(
      bySeq<GroupRow>(
        `SELECT g.seq, g.id, g.name, g.description, g.is_active, g.is_public, g.requires_request, g.code, g.created_at,
                g.owner_id = $1 AS owned, o.username AS owner_username
           FROM study_groups g JOIN profiles o ON o.id = g.owner_id
          WHERE g.seq > $2 AND (g.owner_id = $1 OR EXISTS (
                SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $1))`,
      ),
      (g) => ({
        id: g.id,
        name: g.name,
        description: g.description,
        role: g.owned ? 'OWNER' : 'MEMBER',
        ownerUsername: g.owner_username,
        code: g.owned ? g.code : null,
        isActive: g.is_active,
        isPublic: g.is_public,
        requiresRequest: g.requires_request,
        createdAt: iso(g.created_at),
      }),
    ),
  );

  yield* list(
    'questions',
    mapped(
      bySeq<QuestionRow>(
        `SELECT q.seq, q.id, q.type, q.statement, q.difficulty, q.details, q.explanation, q.is_active, q.created_at,
                array(SELECT aq.assignment_id FROM assignment_questions aq WHERE aq.question_id = q.id AND aq.is_active) AS assignment_ids
           FROM questions q WHERE q.profile_id = $1 AND q.seq > $2`,
      ),
      (q) => ({
        id: q.id,
        type: q.type,
        statement: q.statement,
        difficulty: q.difficulty,
        // A stored image is named by its key: given as the address it is served at.
        details: typeof q.details.image === 'string' ? { ...q.details, image: images.url(q.details.image) } : q.details,
        explanation: q.explanation,
        isActive: q.is_active,
        assignmentIds: q.assignment_ids,
        createdAt: iso(q.created_at),
      }),
    ),
  );

  yield* list('assignments', assignmentsOf(db, profile));

  yield* list(
    'attempts',
    mapped(
      bySeq<AttemptRow>(
        `SELECT at.seq, at.id, at.score, at.question_count, at.late, at.feedback, at.started_at, at.submitted_at,
                a.id AS assignment_id, a.name AS assignment_name, g.id AS group_id, g.name AS group_name,
                (SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.seq), '[]'::json) FROM (
                   SELECT ${answerColumns} FROM question_attempts qa JOIN questions q ON q.id = qa.question_id
                    WHERE qa.assignment_attempt_id = at.id) x) AS answers
           FROM assignment_attempts at JOIN assignments a ON a.id = at.assignment_id JOIN study_groups g ON g.id = a.study_group_id
          WHERE at.profile_id = $1 AND at.seq > $2`,
      ),
      (at) => ({
        id: at.id,
        assignment: { id: at.assignment_id, name: at.assignment_name },
        studyGroup: { id: at.group_id, name: at.group_name },
        score: at.score,
        questionCount: at.question_count,
        late: at.late,
        feedback: at.feedback,
        startedAt: isoOrNull(at.started_at),
        submittedAt: iso(at.submitted_at),
        answers: at.answers.map(toAnswer),
      }),
    ),
  );

  yield* list('attemptStarts', openedWithoutAttempt(db, profile));

  yield* list(
    'unsubmittedAnswers',
    mapped(
      bySeq<AnswerRow>(
        `SELECT ${answerColumns} FROM question_attempts qa JOIN questions q ON q.id = qa.question_id
          WHERE qa.profile_id = $1 AND qa.assignment_attempt_id IS NULL AND qa.seq > $2`,
      ),
      toAnswer,
    ),
  );

  yield* list('scoreChanges', scoreChangesOf(db, profile));

  yield* list(
    'joinRequests',
    mapped(
      bySeq<JoinRequestRow>(
        `SELECT r.seq, r.id, r.status, r.created_at, r.decided_at, g.id AS group_id, g.name AS group_name
           FROM join_requests r JOIN study_groups g ON g.id = r.study_group_id WHERE r.profile_id = $1 AND r.seq > $2`,
      ),
      (r) => ({
        id: r.id,
        studyGroup: { id: r.group_id, name: r.group_name },
        status: r.status,
        createdAt: iso(r.created_at),
        decidedAt: isoOrNull(r.decided_at),
      }),
    ),
  );

  yield* list('groupExclusions', exclusionsOf(db, profile));

  yield* list(
    'notifications',
    mapped(
      bySeq<NotificationRow>('SELECT seq, id, kind, message, created_at, read_at FROM notifications WHERE recipient_id = $1 AND seq > $2'),
      (n) => ({ id: n.id, kind: n.kind, message: n.message, createdAt: iso(n.created_at), readAt: isoOrNull(n.read_at) }),
    ),
  );

  // Sessions have no seq: paged by (created_at, id), the time as text so that its microseconds survive the trip.
  const sessions = pages<SessionRow>((after) =>
    db.query<SessionRow>(
      `SELECT id, device, user_agent, remembered, created_at, created_at::text AS created_key, last_seen_at, expires_at, ended_at
         FROM sessions
        WHERE user_id = $1 AND (created_at, id) > ($2::timestamptz, $3::uuid) ORDER BY created_at, id LIMIT $4`,
      [user, after?.created_key ?? '-infinity', after?.id ?? '00000000-0000-0000-0000-000000000000', pageSize],
    ),
  );
  yield* list(
    'sessions',
    mapped(sessions, (s) => ({
      device: s.device,
      userAgent: s.user_agent,
      remembered: s.remembered,
      createdAt: iso(s.created_at),
      lastSeenAt: iso(s.last_seen_at),
      expiresAt: iso(s.expires_at),
      endedAt: isoOrNull(s.ended_at),
    })),
  );

  const uploads = pages<ImageRow>((after) =>
    db.query<ImageRow>('SELECT key, size_bytes, created_at FROM image_uploads WHERE owner_id = $1 AND key > $2 ORDER BY key LIMIT $3', [
      profile,
      after?.key ?? '',
      pageSize,
    ]),
  );
  yield* list(
    'uploadedImages',
    mapped(uploads, (i) => ({ url: images.url(i.key), sizeBytes: i.size_bytes, createdAt: iso(i.created_at) })),
    true,
  );
  yield '}\n';
}

interface GroupRow {
  seq: number;
  id: string;
  name: string;
  description: string | null;
  is_active: boolean;
  is_public: boolean;
  requires_request: boolean;
  code: string;
  created_at: Date;
  owned: boolean;
  owner_username: string;
}

interface QuestionRow {
  seq: number;
  id: string;
  type: string;
  statement: string;
  difficulty: string;
  details: Record<string, unknown>;
  explanation: string | null;
  is_active: boolean;
  created_at: Date;
  assignment_ids: string[];
}

interface AttemptRow {
  seq: number;
  id: string;
  score: number;
  question_count: number;
  late: boolean;
  feedback: string | null;
  started_at: Date | null;
  submitted_at: Date;
  assignment_id: string;
  assignment_name: string;
  group_id: string;
  group_name: string;
  answers: AnswerRow[];
}

interface JoinRequestRow {
  seq: number;
  id: string;
  status: string;
  created_at: Date;
  decided_at: Date | null;
  group_id: string;
  group_name: string;
}

interface NotificationRow {
  seq: number;
  id: string;
  kind: string;
  message: string;
  created_at: Date;
  read_at: Date | null;
}

interface SessionRow {
  id: string;
  device: string;
  user_agent: string | null;
  remembered: boolean;
  created_at: Date;
  created_key: string;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

interface ImageRow {
  key: string;
  size_bytes: number;
  created_at: Date;
}

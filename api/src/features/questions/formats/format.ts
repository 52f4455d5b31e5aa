import type { Difficulty, QuestionType } from '@aula/common';

// The seam between a file format (GIFT, Aiken, Moodle XML) and Aula's kinds of question. A format's reader turns a
// file into create bodies (checked afterwards by the kind's own `input` schema, exactly as a create is); its writer
// turns author views back into text. Each kind keeps the part of each format that concerns it in its own folder
// (kinds/<kind>/gift.ts, kinds/<kind>/moodleXml.ts), so a new kind brings its import and export with it.

export type QuestionFormat = 'GIFT' | 'AIKEN' | 'MOODLE_XML';

/** Something the reader could not map, or that will behave differently in Aula (Spanish, naming the question). */
export interface ImportProblem {
  /** 1-based line of the file; null for the whole file. */
  line: number | null;
  message: string;
  /** True: the question is still imported (e.g. a weight the grading rule cannot express). */
  warning: boolean;
}

/** One question read from a file, before the kind's schema checks it. */
export interface ImportedQuestion {
  /** The line where the question starts (for problems). */
  line: number;
  /** The question's name in the file (GIFT ::name::, Moodle XML <name>), to name it in messages. */
  name?: string;
  /** A create body: `type`, `statement`, `difficulty` and the kind's own fields, as POST /question/create… takes. */
  body: { type: QuestionType; statement: string; difficulty?: Difficulty } & Record<string, unknown>;
  /** The author's explanation (GIFT ####…, Moodle XML generalfeedback). */
  explanation?: string;
  /** A true/false question's image, read from a Moodle XML <file> (base64). */
  image?: { bytes: Buffer; fileName: string };
}

export interface ParseResult {
  questions: ImportedQuestion[];
  problems: ImportProblem[];
}

/** A question as exported: its author view (type, statement, difficulty, the kind's fields with the key). */
export type ExportedQuestion = { id: string; type: QuestionType; statement: string; difficulty: string; explanation?: string | null } & Record<
  string,
  unknown
>;

/** What a whole format does: reading never throws on a malformed file (it reports problems with lines). */
export interface QuestionFormatCodec {
  read(text: string): ParseResult;
  write(questions: readonly ExportedQuestion[]): string;
  /**
   * Whether the format can hold this question (absent: every question). An export leaves the others out and names
   * them (REST: their number in the X-Aula-Not-Exported header, their ids in /question/export/json).
   */
  exportable?(question: ExportedQuestion): boolean;
}

/**
 * @generated SignedSource<<262e162701885388f8fee49bfaa68cec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FillBlanksForm_question$data = {
  readonly correctWords: ReadonlyArray<string> | null | undefined;
  readonly difficulty: Difficulty;
  readonly explanation: string | null | undefined;
  readonly statement: string;
  readonly " $fragmentType": "FillBlanksForm_question";
};
export type FillBlanksForm_question$key = {
  readonly " $data"?: FillBlanksForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"FillBlanksForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FillBlanksForm_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "difficulty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "explanation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctWords",
      "storageKey": null
    }
  ],
  "type": "FillBlanksQuestion",
  "abstractKey": null
};

(node as any).hash = "83efe8a75282b70cb420161dd7f1badb";

export default node;

/**
 * @generated SignedSource<<ad3cb28cd9584d1f68dd44213456dc41>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TrueOrFalseForm_question$data = {
  readonly correctAnswer: boolean | null | undefined;
  readonly difficulty: Difficulty;
  readonly explanation: string | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly statement: string;
  readonly " $fragmentType": "TrueOrFalseForm_question";
};
export type TrueOrFalseForm_question$key = {
  readonly " $data"?: TrueOrFalseForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrueOrFalseForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrueOrFalseForm_question",
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
      "name": "correctAnswer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    }
  ],
  "type": "TrueOrFalseQuestion",
  "abstractKey": null
};

(node as any).hash = "7070f2af13b815da3befc46259d18256";

export default node;

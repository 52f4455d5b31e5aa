/**
 * @generated SignedSource<<1397c7d0144947bd704030a121eee7cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MultipleAnswerForm_question$data = {
  readonly correctOptionsIndex: ReadonlyArray<number> | null | undefined;
  readonly difficulty: Difficulty;
  readonly explanation: string | null | undefined;
  readonly options: ReadonlyArray<string>;
  readonly statement: string;
  readonly " $fragmentType": "MultipleAnswerForm_question";
};
export type MultipleAnswerForm_question$key = {
  readonly " $data"?: MultipleAnswerForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"MultipleAnswerForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MultipleAnswerForm_question",
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
      "name": "options",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctOptionsIndex",
      "storageKey": null
    }
  ],
  "type": "MultipleAnswerQuestion",
  "abstractKey": null
};

(node as any).hash = "7490b57d5b64aedbdc1e7cdbb1bd62c2";

export default node;

/**
 * @generated SignedSource<<017ec63b93822503c4dff1526b6245e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ShortAnswerForm_question$data = {
  readonly acceptedAnswers: ReadonlyArray<string> | null | undefined;
  readonly difficulty: Difficulty;
  readonly explanation: string | null | undefined;
  readonly statement: string;
  readonly " $fragmentType": "ShortAnswerForm_question";
};
export type ShortAnswerForm_question$key = {
  readonly " $data"?: ShortAnswerForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShortAnswerForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShortAnswerForm_question",
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
      "name": "acceptedAnswers",
      "storageKey": null
    }
  ],
  "type": "ShortAnswerQuestion",
  "abstractKey": null
};

(node as any).hash = "5766e7d77d00cffee0193563453d5a95";

export default node;

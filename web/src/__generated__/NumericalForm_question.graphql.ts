/**
 * @generated SignedSource<<6c1a455ae453649f494ccb75475ce309>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Difficulty = "EASY" | "HARD" | "INTERMEDIATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NumericalForm_question$data = {
  readonly answers: ReadonlyArray<{
    readonly credit: number;
    readonly tolerance: number;
    readonly value: number;
  }> | null | undefined;
  readonly difficulty: Difficulty;
  readonly explanation: string | null | undefined;
  readonly statement: string;
  readonly " $fragmentType": "NumericalForm_question";
};
export type NumericalForm_question$key = {
  readonly " $data"?: NumericalForm_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"NumericalForm_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NumericalForm_question",
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
      "concreteType": "NumericalAnswer",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tolerance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "credit",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NumericalQuestion",
  "abstractKey": null
};

(node as any).hash = "2d7dc0e1a8fe1e77f2b2e59d6b521f50";

export default node;

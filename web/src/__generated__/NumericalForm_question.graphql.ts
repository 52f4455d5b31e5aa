/**
 * @generated SignedSource<<27372ba94456d7b98a7c4d55ba83a38a>>
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

(node as any).hash = "04285d350851f6b99c78789b2aa55602";

export default node;

/**
 * @generated SignedSource<<01ef5ce0329b7eb87507e1f69bfad10f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShortAnswerWidget_question$data = {
  readonly statement: string;
  readonly " $fragmentType": "ShortAnswerWidget_question";
};
export type ShortAnswerWidget_question$key = {
  readonly " $data"?: ShortAnswerWidget_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShortAnswerWidget_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShortAnswerWidget_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statement",
      "storageKey": null
    }
  ],
  "type": "ShortAnswerQuestion",
  "abstractKey": null
};

(node as any).hash = "cd378729b22f7d96b542215a1561b437";

export default node;

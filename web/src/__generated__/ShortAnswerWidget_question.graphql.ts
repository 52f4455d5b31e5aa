/**
 * @generated SignedSource<<83f5c82322b3491b9ab3dedf477b0dd4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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

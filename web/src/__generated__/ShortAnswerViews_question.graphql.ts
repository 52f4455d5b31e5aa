/**
 * @generated SignedSource<<e7fde1c1923d93f45a1325a02ea93723>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShortAnswerViews_question$data = {
  readonly acceptedAnswers: ReadonlyArray<string> | null | undefined;
  readonly " $fragmentType": "ShortAnswerViews_question";
};
export type ShortAnswerViews_question$key = {
  readonly " $data"?: ShortAnswerViews_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShortAnswerViews_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShortAnswerViews_question",
  "selections": [
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

(node as any).hash = "664e70419f71f31dc80b66e44032bd4b";

export default node;

/**
 * @generated SignedSource<<c20477125acc002f279c7fd7c4967418>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShortAnswerViews_questionAttempt$data = {
  readonly shortAnswer: string | null | undefined;
  readonly " $fragmentType": "ShortAnswerViews_questionAttempt";
};
export type ShortAnswerViews_questionAttempt$key = {
  readonly " $data"?: ShortAnswerViews_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShortAnswerViews_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShortAnswerViews_questionAttempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortAnswer",
      "storageKey": null
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "888f99c093c8133b6f5ccb870c3e8e4a";

export default node;

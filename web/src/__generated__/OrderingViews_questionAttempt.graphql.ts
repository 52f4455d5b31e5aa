/**
 * @generated SignedSource<<1cc479c016918b6dc3338fb4e930e9cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderingViews_questionAttempt$data = {
  readonly orderedItems: ReadonlyArray<string> | null | undefined;
  readonly " $fragmentType": "OrderingViews_questionAttempt";
};
export type OrderingViews_questionAttempt$key = {
  readonly " $data"?: OrderingViews_questionAttempt$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderingViews_questionAttempt">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderingViews_questionAttempt",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderedItems",
      "storageKey": null
    }
  ],
  "type": "QuestionAttempt",
  "abstractKey": null
};

(node as any).hash = "3b9d8a65a1064a430465567739e56201";

export default node;

/**
 * @generated SignedSource<<4d6fd2e772fdef002e285740456630f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderingViews_question$data = {
  readonly items: ReadonlyArray<string>;
  readonly " $fragmentType": "OrderingViews_question";
};
export type OrderingViews_question$key = {
  readonly " $data"?: OrderingViews_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderingViews_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderingViews_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "items",
      "storageKey": null
    }
  ],
  "type": "OrderingQuestion",
  "abstractKey": null
};

(node as any).hash = "26ee6c6ba663db0cefaf5a2dece17736";

export default node;

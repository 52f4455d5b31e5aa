/**
 * @generated SignedSource<<182e3cf05d6bd0eb0b64517b597f3f5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MatchColumnsViews_question$data = {
  readonly leftColumn: ReadonlyArray<string>;
  readonly rightColumn: ReadonlyArray<string>;
  readonly " $fragmentType": "MatchColumnsViews_question";
};
export type MatchColumnsViews_question$key = {
  readonly " $data"?: MatchColumnsViews_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchColumnsViews_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchColumnsViews_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leftColumn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rightColumn",
      "storageKey": null
    }
  ],
  "type": "MatchColumnsQuestion",
  "abstractKey": null
};

(node as any).hash = "52dd4e3dc0c5d60e56724b5edbb6ec67";

export default node;

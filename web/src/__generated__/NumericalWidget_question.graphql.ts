/**
 * @generated SignedSource<<572fa9c92f725e36da0cafd4141c93d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NumericalWidget_question$data = {
  readonly statement: string;
  readonly " $fragmentType": "NumericalWidget_question";
};
export type NumericalWidget_question$key = {
  readonly " $data"?: NumericalWidget_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"NumericalWidget_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NumericalWidget_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statement",
      "storageKey": null
    }
  ],
  "type": "NumericalQuestion",
  "abstractKey": null
};

(node as any).hash = "4bbd249f7bd7c123ba41e39f964b0c0a";

export default node;

/**
 * @generated SignedSource<<682b987272a0748cb6e4c19568b994b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderingWidget_question$data = {
  readonly items: ReadonlyArray<string>;
  readonly statement: string;
  readonly " $fragmentType": "OrderingWidget_question";
};
export type OrderingWidget_question$key = {
  readonly " $data"?: OrderingWidget_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderingWidget_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderingWidget_question",
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
      "name": "items",
      "storageKey": null
    }
  ],
  "type": "OrderingQuestion",
  "abstractKey": null
};

(node as any).hash = "01f21ef1c27ddf6d0dfb29e15671f07e";

export default node;

/**
 * @generated SignedSource<<8b4d61314f3fc72c9fbece6b98ddf449>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WeightsDialog_gradebook$data = {
  readonly assignments: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly weights: ReadonlyArray<number>;
  readonly " $fragmentType": "WeightsDialog_gradebook";
};
export type WeightsDialog_gradebook$key = {
  readonly " $data"?: WeightsDialog_gradebook$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeightsDialog_gradebook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WeightsDialog_gradebook",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Assignment",
      "kind": "LinkedField",
      "name": "assignments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weights",
      "storageKey": null
    }
  ],
  "type": "Gradebook",
  "abstractKey": null
};

(node as any).hash = "0a3f51b1e420146ed4d00bbb02ce5d96";

export default node;

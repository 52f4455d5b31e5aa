/**
 * @generated SignedSource<<02a37d1bd24bb5b17335a46a399e5ce2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PublishSection_assignment$data = {
  readonly id: string;
  readonly publishAt: any | null | undefined;
  readonly publishedAt: any | null | undefined;
  readonly status: AssignmentStatus;
  readonly " $fragmentType": "PublishSection_assignment";
};
export type PublishSection_assignment$key = {
  readonly " $data"?: PublishSection_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublishSection_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublishSection_assignment",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishAt",
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "58ef351867e5ca492497e543e06407f3";

export default node;

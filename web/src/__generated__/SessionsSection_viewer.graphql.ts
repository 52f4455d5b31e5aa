/**
 * @generated SignedSource<<14aef368e201b1f3d62b8b11ed3a7680>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionsSection_viewer$data = {
  readonly sessions: ReadonlyArray<{
    readonly createdAt: any;
    readonly current: boolean;
    readonly device: string;
    readonly id: string;
    readonly lastSeenAt: any;
    readonly remembered: boolean;
  }>;
  readonly " $fragmentType": "SessionsSection_viewer";
};
export type SessionsSection_viewer$key = {
  readonly " $data"?: SessionsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionsSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Session",
      "kind": "LinkedField",
      "name": "sessions",
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
          "name": "device",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSeenAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remembered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "af004485d60aadd08c83b2d9229016b1";

export default node;

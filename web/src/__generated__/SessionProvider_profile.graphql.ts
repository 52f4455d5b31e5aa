/**
 * @generated SignedSource<<3ce5b0080b3997dd6c9a9bf3b11d2f61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SessionProvider_profile$data = {
  readonly id: string;
  readonly username: string;
  readonly " $fragmentType": "SessionProvider_profile";
};
export type SessionProvider_profile$key = {
  readonly " $data"?: SessionProvider_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionProvider_profile">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionProvider_profile",
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
      "name": "username",
      "storageKey": null
    }
  ],
  "type": "Profile",
  "abstractKey": null
};

(node as any).hash = "ee841b6280cb763fcf63d1281b87c256";

export default node;

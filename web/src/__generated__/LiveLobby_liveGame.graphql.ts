/**
 * @generated SignedSource<<5b2ad29f7ef22df50c7bdbe32b02377e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LiveLobby_liveGame$data = {
  readonly pin: string;
  readonly playerCount: number;
  readonly players: ReadonlyArray<{
    readonly nickname: string;
  }> | null | undefined;
  readonly " $fragmentType": "LiveLobby_liveGame";
};
export type LiveLobby_liveGame$key = {
  readonly " $data"?: LiveLobby_liveGame$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveLobby_liveGame">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveLobby_liveGame",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LivePlayer",
      "kind": "LinkedField",
      "name": "players",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nickname",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LiveGame",
  "abstractKey": null
};

(node as any).hash = "792402c49aaad32dfe6359079fb9c01b";

export default node;

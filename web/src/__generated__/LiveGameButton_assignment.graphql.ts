/**
 * @generated SignedSource<<af642debac9257b86e2786ea636436f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "%future added value";
export type LiveGameStatus = "FINISHED" | "LOBBY" | "QUESTION" | "REVEAL" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LiveGameButton_assignment$data = {
  readonly id: string;
  readonly liveGames: ReadonlyArray<{
    readonly id: string;
    readonly status: LiveGameStatus;
  }> | null | undefined;
  readonly name: string;
  readonly questionCount: number;
  readonly status: AssignmentStatus;
  readonly " $fragmentType": "LiveGameButton_assignment";
};
export type LiveGameButton_assignment$key = {
  readonly " $data"?: LiveGameButton_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"LiveGameButton_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LiveGameButton_assignment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "LiveGame",
      "kind": "LinkedField",
      "name": "liveGames",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": "liveGames(first:1)"
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "4f6470f04365efa48bedc36c99232b49";

export default node;

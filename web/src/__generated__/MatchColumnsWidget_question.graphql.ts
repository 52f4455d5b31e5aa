/**
 * @generated SignedSource<<3df3e1f4030d4ef1a7ff13dc9debfcf4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MatchColumnsWidget_question$data = {
  readonly leftColumn: ReadonlyArray<string>;
  readonly rightColumn: ReadonlyArray<string>;
  readonly statement: string;
  readonly " $fragmentType": "MatchColumnsWidget_question";
};
export type MatchColumnsWidget_question$key = {
  readonly " $data"?: MatchColumnsWidget_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchColumnsWidget_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchColumnsWidget_question",
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

(node as any).hash = "5bbe02ec6b387c7ef4f506744d59be78";

export default node;

/**
 * @generated SignedSource<<0b902b3c3616ad1a9ef33a780de3187f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FillBlanksWidget_question$data = {
  readonly blankCount: number;
  readonly segments: ReadonlyArray<string>;
  readonly " $fragmentType": "FillBlanksWidget_question";
};
export type FillBlanksWidget_question$key = {
  readonly " $data"?: FillBlanksWidget_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"FillBlanksWidget_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FillBlanksWidget_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "segments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "blankCount",
      "storageKey": null
    }
  ],
  "type": "FillBlanksQuestion",
  "abstractKey": null
};

(node as any).hash = "ca1b0a62e0888d52783e8535fc6537e0";

export default node;

/**
 * @generated SignedSource<<a5f41f3bdf07e3b5edcf30431048adb3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FillBlanksViews_question$data = {
  readonly correctWords: ReadonlyArray<string> | null | undefined;
  readonly " $fragmentType": "FillBlanksViews_question";
};
export type FillBlanksViews_question$key = {
  readonly " $data"?: FillBlanksViews_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"FillBlanksViews_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FillBlanksViews_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "correctWords",
      "storageKey": null
    }
  ],
  "type": "FillBlanksQuestion",
  "abstractKey": null
};

(node as any).hash = "f3a496d100ec733621f30474d16a0b24";

export default node;

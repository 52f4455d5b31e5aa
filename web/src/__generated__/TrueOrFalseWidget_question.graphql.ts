/**
 * @generated SignedSource<<c66633489519296b9222b2f9dc9a8351>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TrueOrFalseWidget_question$data = {
  readonly imageUrl: string | null | undefined;
  readonly statement: string;
  readonly " $fragmentType": "TrueOrFalseWidget_question";
};
export type TrueOrFalseWidget_question$key = {
  readonly " $data"?: TrueOrFalseWidget_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrueOrFalseWidget_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrueOrFalseWidget_question",
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
      "name": "imageUrl",
      "storageKey": null
    }
  ],
  "type": "TrueOrFalseQuestion",
  "abstractKey": null
};

(node as any).hash = "eefb2fd8fdc3a7b5a6c111eb040f2a57";

export default node;

/**
 * @generated SignedSource<<79c412f6f6ef56e27aa36fc1f5b514c1>>
 * @relayHash e639216748dcabf727687670da3b82c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3cbe37877b964a3e06ac1ec0b5a898f7bf27d98dca10c5c76b06c1df1a46f90

import type { ConcreteRequest } from 'relay-runtime';
export type DataSectionExportQuery$variables = Record<PropertyKey, never>;
export type DataSectionExportQuery$data = {
  readonly viewer: {
    readonly dataExport: string;
  } | null | undefined;
};
export type DataSectionExportQuery = {
  response: DataSectionExportQuery$data;
  variables: DataSectionExportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dataExport",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DataSectionExportQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DataSectionExportQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d3cbe37877b964a3e06ac1ec0b5a898f7bf27d98dca10c5c76b06c1df1a46f90",
    "metadata": {},
    "name": "DataSectionExportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8c8522656730371d1abd85094d895e20";

export default node;

/**
 * @generated SignedSource<<35dedf590311c2215cf30dc6cccd97bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type NotificationsBadgeQuery$variables = Record<PropertyKey, never>;
export type NotificationsBadgeQuery$data = {
  readonly viewer: {
    readonly unreadNotificationCount: number;
  } | null | undefined;
};
export type NotificationsBadgeQuery = {
  response: NotificationsBadgeQuery$data;
  variables: NotificationsBadgeQuery$variables;
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
        "kind": "ClientExtension",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadNotificationCount",
            "storageKey": null
          }
        ]
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
    "name": "NotificationsBadgeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsBadgeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "53cad87c03e1ff2972ac5c8608a829bc",
    "id": null,
    "metadata": {},
    "name": "NotificationsBadgeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7186acc9cbe8362cf93aa8809e948808";

export default node;

/**
 * @generated SignedSource<<516aed547e5760d305e1a380af1c831e>>
 * @relayHash 1fe5a1a3f6897afe60499c66369fb213
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b379741d313439f7a268d5b77a9a9f5d7c2c9f865c0eb18abef589d671421db

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
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadNotificationCount",
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
    "id": "8b379741d313439f7a268d5b77a9a9f5d7c2c9f865c0eb18abef589d671421db",
    "metadata": {},
    "name": "NotificationsBadgeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7186acc9cbe8362cf93aa8809e948808";

export default node;

/**
 * @generated SignedSource<<32b436f002416b73b97dd75cf28aad34>>
 * @relayHash 3912110abde453763b7af43fd03ffff3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6544fa0d97febcf9d04ace4b0e428c546fcb6927f29926d26e6986b3b69af31d

import type { ConcreteRequest } from 'relay-runtime';
export type CommentAssignmentAttemptInput = {
  feedback: string;
  id: string;
};
export type useCommentAssignmentAttemptMutation$variables = {
  input: CommentAssignmentAttemptInput;
};
export type useCommentAssignmentAttemptMutation$data = {
  readonly commentAssignmentAttempt: {
    readonly assignmentAttempt: {
      readonly feedback: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useCommentAssignmentAttemptMutation = {
  response: useCommentAssignmentAttemptMutation$data;
  variables: useCommentAssignmentAttemptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CommentAssignmentAttemptPayload",
    "kind": "LinkedField",
    "name": "commentAssignmentAttempt",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AssignmentAttempt",
        "kind": "LinkedField",
        "name": "assignmentAttempt",
        "plural": false,
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
            "name": "feedback",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCommentAssignmentAttemptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCommentAssignmentAttemptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6544fa0d97febcf9d04ace4b0e428c546fcb6927f29926d26e6986b3b69af31d",
    "metadata": {},
    "name": "useCommentAssignmentAttemptMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "abd443c83d68d29174efd96c75a07486";

export default node;

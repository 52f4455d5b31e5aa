import type { Resolvers } from '../__generated__/resolvers.js';
import { node } from './Query/node.js';
import { nodes } from './Query/nodes.js';
import { viewer } from './Query/viewer.js';
import { Viewer } from './Viewer.js';
import { User } from './User.js';
import { Profile } from './Profile.js';
import { StudyGroup } from './StudyGroup.js';
import { Assignment } from './Assignment.js';
import { AssignmentGrading } from './AssignmentGrading.js';
import { AssignmentAttempt } from './AssignmentAttempt.js';
import { QuestionAttempt } from './QuestionAttempt.js';
import { questionTypeResolvers } from './Question.js';
import { signUp } from './Mutation/signUp.js';
import { logIn } from './Mutation/logIn.js';
import { updateProfilePicture } from './Mutation/updateProfilePicture.js';
import { createStudyGroup } from './Mutation/createStudyGroup.js';
import { updateStudyGroup } from './Mutation/updateStudyGroup.js';
import { addStudyGroupMembers } from './Mutation/addStudyGroupMembers.js';
import { removeStudyGroupMember } from './Mutation/removeStudyGroupMember.js';
import { deactivateStudyGroup } from './Mutation/deactivateStudyGroup.js';
import { createAssignment } from './Mutation/createAssignment.js';
import { updateAssignment } from './Mutation/updateAssignment.js';
import { deactivateAssignment } from './Mutation/deactivateAssignment.js';
import { publishAssignment, unscheduleAssignment } from './Mutation/publishAssignment.js';
import { duplicateAssignment } from './Mutation/duplicateAssignment.js';
import { setAssignmentQuestions } from './Mutation/setAssignmentQuestions.js';
import { unlinkAssignmentQuestion } from './Mutation/unlinkAssignmentQuestion.js';
import { createQuestion } from './Mutation/createQuestion.js';
import { updateQuestion } from './Mutation/updateQuestion.js';
import { deactivateQuestion } from './Mutation/deactivateQuestion.js';
import { importQuestions } from './Mutation/importQuestions.js';
import { startAssignmentAttempt } from './Mutation/startAssignmentAttempt.js';
import { saveAttemptDraft } from './Mutation/saveAttemptDraft.js';
import { submitAssignmentAttempt } from './Mutation/submitAssignmentAttempt.js';
import { gradeQuestionAttempt } from './Mutation/gradeQuestionAttempt.js';
import { commentAssignmentAttempt } from './Mutation/commentAssignmentAttempt.js';
import { regradeAssignment } from './Mutation/regradeAssignment.js';
import { checkPracticeAnswer } from './Mutation/checkPracticeAnswer.js';
import { publicStudyGroups } from './Query/publicStudyGroups.js';
import { ViewerNotifications } from './ViewerNotifications.js';
import { StudyGroupJoining } from './StudyGroupJoining.js';
import { JoinRequest } from './JoinRequest.js';
import { Notification } from './Notification.js';
import { joinStudyGroup } from './Mutation/joinStudyGroup.js';
import { regenerateStudyGroupCode } from './Mutation/regenerateStudyGroupCode.js';
import { approveJoinRequest, rejectJoinRequest } from './Mutation/decideJoinRequest.js';
import { leaveStudyGroup } from './Mutation/leaveStudyGroup.js';
import { cancelJoinRequest } from './Mutation/cancelJoinRequest.js';
import { markNotificationsRead } from './Mutation/markNotificationsRead.js';
import { requestPasswordReset } from './Mutation/requestPasswordReset.js';
import { resetPassword } from './Mutation/resetPassword.js';
import { logOut } from './Mutation/logOut.js';
import { logOutEverywhere } from './Mutation/logOutEverywhere.js';
import { endSession } from './Mutation/endSession.js';
import { changePassword } from './Mutation/changePassword.js';
import { updateProfile } from './Mutation/updateProfile.js';
import { deleteAccount } from './Mutation/deleteAccount.js';
import { notificationAdded } from './Subscription/notificationAdded.js';
import { File } from './File.js';
import { StudyGroupGradebook } from './gradebook.js';
import { setAssignmentGradebookWeight } from './Mutation/setAssignmentGradebookWeight.js';
import { StudyGroupProgress, ViewerProgress } from './progress.js';
import { AssignmentStatistics, AssignmentStatisticsField, QuestionStatistics } from './statistics.js';
import { LiveGame } from './LiveGame.js';
import { LivePlayer } from './LivePlayer.js';
import { startLiveGame } from './Mutation/startLiveGame.js';
import { joinLiveGame } from './Mutation/joinLiveGame.js';
import { answerLiveQuestion } from './Mutation/answerLiveQuestion.js';
import { advanceLiveGame } from './Mutation/advanceLiveGame.js';
import { endLiveGame } from './Mutation/endLiveGame.js';
import { liveGameUpdated } from './Subscription/liveGameUpdated.js';

/**
 * Every resolver, checked against the types generated from schema.graphql. Types not named here (payloads,
 * connections, edges) are read field by field from what the resolvers above return. Unions and interfaces
 * resolve by the `__typename` each object is tagged with (parents.ts).
 */
export const resolvers: Resolvers = {
  File,
  Query: { viewer, node, nodes, publicStudyGroups },
  Viewer: { ...Viewer, ...ViewerNotifications, ...ViewerProgress },
  User,
  Profile,
  StudyGroup: { ...StudyGroup, ...StudyGroupJoining, ...StudyGroupGradebook, ...StudyGroupProgress },
  JoinRequest,
  Notification,
  Assignment: { ...Assignment, ...AssignmentGrading, ...AssignmentStatisticsField },
  AssignmentStatistics,
  QuestionStatistics,
  AssignmentAttempt,
  QuestionAttempt,
  LiveGame,
  LivePlayer,
  ...questionTypeResolvers,
  Mutation: {
    signUp,
    logIn,
    updateProfilePicture,
    createStudyGroup,
    updateStudyGroup,
    addStudyGroupMembers,
    removeStudyGroupMember,
    deactivateStudyGroup,
    createAssignment,
    updateAssignment,
    deactivateAssignment,
    publishAssignment,
    unscheduleAssignment,
    duplicateAssignment,
    setAssignmentQuestions,
    unlinkAssignmentQuestion,
    createQuestion,
    updateQuestion,
    deactivateQuestion,
    importQuestions,
    startAssignmentAttempt,
    saveAttemptDraft,
    submitAssignmentAttempt,
    gradeQuestionAttempt,
    commentAssignmentAttempt,
    regradeAssignment,
    setAssignmentGradebookWeight,
    checkPracticeAnswer,
    joinStudyGroup,
    regenerateStudyGroupCode,
    approveJoinRequest,
    rejectJoinRequest,
    leaveStudyGroup,
    cancelJoinRequest,
    markNotificationsRead,
    requestPasswordReset,
    resetPassword,
    logOut,
    logOutEverywhere,
    endSession,
    changePassword,
    updateProfile,
    deleteAccount,
    startLiveGame,
    joinLiveGame,
    answerLiveQuestion,
    advanceLiveGame,
    endLiveGame,
  },
  Subscription: { notificationAdded, liveGameUpdated },
};

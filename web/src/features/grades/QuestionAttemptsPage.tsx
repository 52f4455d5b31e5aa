import { PageTitle } from '../placeholders/PageTitle';

export function Component() {
  return <PageTitle>QuestionAttemptsPage</PageTitle>;
}

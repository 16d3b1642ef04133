// On /compare: one message per contractor, each with the questions that quote leaves open.
import { Alert, Skeleton, Tabs } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { CardSection } from '../../../components/card-section';
import { useComparisonMessages } from '../api';
import { MessageEditor } from './message-editor';

export function ComparisonMessages({ comparisonId }: { comparisonId: string }) {
  const query = useComparisonMessages(comparisonId);
  return (
    <CardSection
      icon={<MessageOutlined aria-hidden />}
      title="Questions for each contractor"
      className="qa-messages"
      testId="comparison-messages"
    >
      <p className="qa-muted">
        Ready to send: what the other quotes include and this one leaves out, then the points its analysis
        raised. Edit the text, then copy it or open it in your e-mail.
      </p>
      {query.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {query.isError && (
        <Alert type="error" showIcon title="The messages could not be written. Please reload the page." />
      )}
      {query.data && (
        <Tabs
          items={query.data.messages.map((m) => ({
            key: m.quoteId,
            label: (
              <span data-testid="contractor-message-tab">
                {m.contractorName} ({m.questionCount})
              </span>
            ),
            children: <MessageEditor message={m} />,
          }))}
        />
      )}
    </CardSection>
  );
}

// On /analysis: the questions of this analysis as a message to the contractor, written when asked for.
import { useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useAnalysisMessage } from '../api';
import { MessageEditor } from './message-editor';

export function AnalysisMessage({ quoteId, contractorName }: { quoteId: string; contractorName: string }) {
  const [open, setOpen] = useState(false);
  const query = useAnalysisMessage(quoteId, open);
  return (
    <section className="qa-card qa-messages" data-testid="analysis-message">
      <h2>
        <MessageOutlined aria-hidden /> Questions for {contractorName}
      </h2>
      {!open && (
        <>
          <p className="qa-muted">
            Every question from this analysis in one message, ready to edit and send.
          </p>
          <Button
            icon={<MessageOutlined />}
            onClick={() => setOpen(true)}
            data-testid="analysis-message-open"
          >
            Write the message
          </Button>
        </>
      )}
      {open && query.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {open && query.isError && (
        <Alert type="error" showIcon title="The message could not be written. Please try again." />
      )}
      {query.data && <MessageEditor message={query.data} />}
    </section>
  );
}

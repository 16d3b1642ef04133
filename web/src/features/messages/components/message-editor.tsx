// One message to a contractor: editable, with Copy and "Open in e-mail" that both take the text as edited.
import { useState } from 'react';
import { Button, Input } from 'antd';
import { CopyOutlined, MailOutlined } from '@ant-design/icons';
import { useToast } from '../../../components/toast/toast-context';
import { mailtoLink } from '../api';
import type { ContractorMessage } from '../types';
import '../messages.css';

export function MessageEditor({ message }: { message: ContractorMessage }) {
  const [body, setBody] = useState(message.body);
  const { toast } = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(body);
      toast({
        title: 'Message copied',
        description: `Paste it into your message to ${message.contractorName}.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the text and copy it yourself.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="qa-message" data-testid="contractor-message" data-quote-id={message.quoteId}>
      <p className="qa-message__meta">
        <strong>To:</strong> {message.to || `${message.contractorName} (no e-mail address in the quote)`}
        <br />
        <strong>Subject:</strong> {message.subject}
      </p>
      <Input.TextArea
        value={body}
        onChange={(e) => setBody(e.target.value)}
        autoSize={{ minRows: 8, maxRows: 22 }}
        aria-label={`Message to ${message.contractorName}`}
        data-testid="contractor-message-body"
      />
      <div className="qa-message__actions">
        <Button icon={<CopyOutlined />} onClick={copy} data-testid="contractor-message-copy">
          Copy
        </Button>
        <Button
          icon={<MailOutlined />}
          href={mailtoLink(message.to, message.subject, body)}
          data-testid="contractor-message-mailto"
        >
          Open in e-mail
        </Button>
      </div>
    </div>
  );
}

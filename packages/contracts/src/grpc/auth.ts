import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AuthServiceClient as _qa_auth_AuthServiceClient, AuthServiceDefinition as _qa_auth_AuthServiceDefinition } from './qa/auth/AuthService';
import type { ForgotPasswordRequest as _qa_auth_ForgotPasswordRequest, ForgotPasswordRequest__Output as _qa_auth_ForgotPasswordRequest__Output } from './qa/auth/ForgotPasswordRequest';
import type { GetUserRequest as _qa_auth_GetUserRequest, GetUserRequest__Output as _qa_auth_GetUserRequest__Output } from './qa/auth/GetUserRequest';
import type { LoginRequest as _qa_auth_LoginRequest, LoginRequest__Output as _qa_auth_LoginRequest__Output } from './qa/auth/LoginRequest';
import type { LogoutRequest as _qa_auth_LogoutRequest, LogoutRequest__Output as _qa_auth_LogoutRequest__Output } from './qa/auth/LogoutRequest';
import type { MessageReply as _qa_auth_MessageReply, MessageReply__Output as _qa_auth_MessageReply__Output } from './qa/auth/MessageReply';
import type { RegisterRequest as _qa_auth_RegisterRequest, RegisterRequest__Output as _qa_auth_RegisterRequest__Output } from './qa/auth/RegisterRequest';
import type { ResetPasswordReply as _qa_auth_ResetPasswordReply, ResetPasswordReply__Output as _qa_auth_ResetPasswordReply__Output } from './qa/auth/ResetPasswordReply';
import type { ResetPasswordRequest as _qa_auth_ResetPasswordRequest, ResetPasswordRequest__Output as _qa_auth_ResetPasswordRequest__Output } from './qa/auth/ResetPasswordRequest';
import type { SessionReply as _qa_auth_SessionReply, SessionReply__Output as _qa_auth_SessionReply__Output } from './qa/auth/SessionReply';
import type { User as _qa_auth_User, User__Output as _qa_auth_User__Output } from './qa/auth/User';
import type { ValidateResetTokenReply as _qa_auth_ValidateResetTokenReply, ValidateResetTokenReply__Output as _qa_auth_ValidateResetTokenReply__Output } from './qa/auth/ValidateResetTokenReply';
import type { ValidateResetTokenRequest as _qa_auth_ValidateResetTokenRequest, ValidateResetTokenRequest__Output as _qa_auth_ValidateResetTokenRequest__Output } from './qa/auth/ValidateResetTokenRequest';
import type { AnalysisResult as _qa_common_AnalysisResult, AnalysisResult__Output as _qa_common_AnalysisResult__Output } from './qa/common/AnalysisResult';
import type { ClientContext as _qa_common_ClientContext, ClientContext__Output as _qa_common_ClientContext__Output } from './qa/common/ClientContext';
import type { Empty as _qa_common_Empty, Empty__Output as _qa_common_Empty__Output } from './qa/common/Empty';
import type { Issue as _qa_common_Issue, Issue__Output as _qa_common_Issue__Output } from './qa/common/Issue';
import type { JobSize as _qa_common_JobSize, JobSize__Output as _qa_common_JobSize__Output } from './qa/common/JobSize';
import type { PageSource as _qa_common_PageSource, PageSource__Output as _qa_common_PageSource__Output } from './qa/common/PageSource';
import type { PaymentStep as _qa_common_PaymentStep, PaymentStep__Output as _qa_common_PaymentStep__Output } from './qa/common/PaymentStep';
import type { PriceLine as _qa_common_PriceLine, PriceLine__Output as _qa_common_PriceLine__Output } from './qa/common/PriceLine';
import type { QuoteFacts as _qa_common_QuoteFacts, QuoteFacts__Output as _qa_common_QuoteFacts__Output } from './qa/common/QuoteFacts';
import type { ScopeCoverage as _qa_common_ScopeCoverage, ScopeCoverage__Output as _qa_common_ScopeCoverage__Output } from './qa/common/ScopeCoverage';
import type { StoredFile as _qa_common_StoredFile, StoredFile__Output as _qa_common_StoredFile__Output } from './qa/common/StoredFile';
import type { Summary as _qa_common_Summary, Summary__Output as _qa_common_Summary__Output } from './qa/common/Summary';
import type { TermStatement as _qa_common_TermStatement, TermStatement__Output as _qa_common_TermStatement__Output } from './qa/common/TermStatement';
import type { UserRef as _qa_common_UserRef, UserRef__Output as _qa_common_UserRef__Output } from './qa/common/UserRef';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  qa: {
    auth: {
      AuthService: SubtypeConstructor<typeof grpc.Client, _qa_auth_AuthServiceClient> & { service: _qa_auth_AuthServiceDefinition }
      ForgotPasswordRequest: MessageTypeDefinition<_qa_auth_ForgotPasswordRequest, _qa_auth_ForgotPasswordRequest__Output>
      GetUserRequest: MessageTypeDefinition<_qa_auth_GetUserRequest, _qa_auth_GetUserRequest__Output>
      LoginRequest: MessageTypeDefinition<_qa_auth_LoginRequest, _qa_auth_LoginRequest__Output>
      LogoutRequest: MessageTypeDefinition<_qa_auth_LogoutRequest, _qa_auth_LogoutRequest__Output>
      MessageReply: MessageTypeDefinition<_qa_auth_MessageReply, _qa_auth_MessageReply__Output>
      RegisterRequest: MessageTypeDefinition<_qa_auth_RegisterRequest, _qa_auth_RegisterRequest__Output>
      ResetPasswordReply: MessageTypeDefinition<_qa_auth_ResetPasswordReply, _qa_auth_ResetPasswordReply__Output>
      ResetPasswordRequest: MessageTypeDefinition<_qa_auth_ResetPasswordRequest, _qa_auth_ResetPasswordRequest__Output>
      SessionReply: MessageTypeDefinition<_qa_auth_SessionReply, _qa_auth_SessionReply__Output>
      User: MessageTypeDefinition<_qa_auth_User, _qa_auth_User__Output>
      ValidateResetTokenReply: MessageTypeDefinition<_qa_auth_ValidateResetTokenReply, _qa_auth_ValidateResetTokenReply__Output>
      ValidateResetTokenRequest: MessageTypeDefinition<_qa_auth_ValidateResetTokenRequest, _qa_auth_ValidateResetTokenRequest__Output>
    }
    common: {
      AnalysisResult: MessageTypeDefinition<_qa_common_AnalysisResult, _qa_common_AnalysisResult__Output>
      ClientContext: MessageTypeDefinition<_qa_common_ClientContext, _qa_common_ClientContext__Output>
      Empty: MessageTypeDefinition<_qa_common_Empty, _qa_common_Empty__Output>
      Issue: MessageTypeDefinition<_qa_common_Issue, _qa_common_Issue__Output>
      JobSize: MessageTypeDefinition<_qa_common_JobSize, _qa_common_JobSize__Output>
      PageSource: MessageTypeDefinition<_qa_common_PageSource, _qa_common_PageSource__Output>
      PaymentStep: MessageTypeDefinition<_qa_common_PaymentStep, _qa_common_PaymentStep__Output>
      PriceLine: MessageTypeDefinition<_qa_common_PriceLine, _qa_common_PriceLine__Output>
      QuoteFacts: MessageTypeDefinition<_qa_common_QuoteFacts, _qa_common_QuoteFacts__Output>
      ScopeCoverage: MessageTypeDefinition<_qa_common_ScopeCoverage, _qa_common_ScopeCoverage__Output>
      StoredFile: MessageTypeDefinition<_qa_common_StoredFile, _qa_common_StoredFile__Output>
      Summary: MessageTypeDefinition<_qa_common_Summary, _qa_common_Summary__Output>
      TermStatement: MessageTypeDefinition<_qa_common_TermStatement, _qa_common_TermStatement__Output>
      UserRef: MessageTypeDefinition<_qa_common_UserRef, _qa_common_UserRef__Output>
    }
  }
}


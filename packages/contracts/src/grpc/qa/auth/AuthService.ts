// Original file: proto/auth.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Empty as _qa_common_Empty, Empty__Output as _qa_common_Empty__Output } from '../../qa/common/Empty';
import type { ForgotPasswordRequest as _qa_auth_ForgotPasswordRequest, ForgotPasswordRequest__Output as _qa_auth_ForgotPasswordRequest__Output } from '../../qa/auth/ForgotPasswordRequest';
import type { GetUserRequest as _qa_auth_GetUserRequest, GetUserRequest__Output as _qa_auth_GetUserRequest__Output } from '../../qa/auth/GetUserRequest';
import type { LoginRequest as _qa_auth_LoginRequest, LoginRequest__Output as _qa_auth_LoginRequest__Output } from '../../qa/auth/LoginRequest';
import type { LogoutRequest as _qa_auth_LogoutRequest, LogoutRequest__Output as _qa_auth_LogoutRequest__Output } from '../../qa/auth/LogoutRequest';
import type { MessageReply as _qa_auth_MessageReply, MessageReply__Output as _qa_auth_MessageReply__Output } from '../../qa/auth/MessageReply';
import type { RegisterRequest as _qa_auth_RegisterRequest, RegisterRequest__Output as _qa_auth_RegisterRequest__Output } from '../../qa/auth/RegisterRequest';
import type { ResetPasswordReply as _qa_auth_ResetPasswordReply, ResetPasswordReply__Output as _qa_auth_ResetPasswordReply__Output } from '../../qa/auth/ResetPasswordReply';
import type { ResetPasswordRequest as _qa_auth_ResetPasswordRequest, ResetPasswordRequest__Output as _qa_auth_ResetPasswordRequest__Output } from '../../qa/auth/ResetPasswordRequest';
import type { SessionReply as _qa_auth_SessionReply, SessionReply__Output as _qa_auth_SessionReply__Output } from '../../qa/auth/SessionReply';
import type { User as _qa_auth_User, User__Output as _qa_auth_User__Output } from '../../qa/auth/User';
import type { ValidateResetTokenReply as _qa_auth_ValidateResetTokenReply, ValidateResetTokenReply__Output as _qa_auth_ValidateResetTokenReply__Output } from '../../qa/auth/ValidateResetTokenReply';
import type { ValidateResetTokenRequest as _qa_auth_ValidateResetTokenRequest, ValidateResetTokenRequest__Output as _qa_auth_ValidateResetTokenRequest__Output } from '../../qa/auth/ValidateResetTokenRequest';

export interface AuthServiceClient extends grpc.Client {
  ForgotPassword(argument: _qa_auth_ForgotPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_MessageReply__Output>): grpc.ClientUnaryCall;
  ForgotPassword(argument: _qa_auth_ForgotPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_MessageReply__Output>): grpc.ClientUnaryCall;
  ForgotPassword(argument: _qa_auth_ForgotPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_MessageReply__Output>): grpc.ClientUnaryCall;
  ForgotPassword(argument: _qa_auth_ForgotPasswordRequest, callback: grpc.requestCallback<_qa_auth_MessageReply__Output>): grpc.ClientUnaryCall;
  forgotPassword(argument: _qa_auth_ForgotPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_MessageReply__Output>): grpc.ClientUnaryCall;
  forgotPassword(argument: _qa_auth_ForgotPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_MessageReply__Output>): grpc.ClientUnaryCall;
  forgotPassword(argument: _qa_auth_ForgotPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_MessageReply__Output>): grpc.ClientUnaryCall;
  forgotPassword(argument: _qa_auth_ForgotPasswordRequest, callback: grpc.requestCallback<_qa_auth_MessageReply__Output>): grpc.ClientUnaryCall;
  
  GetUser(argument: _qa_auth_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _qa_auth_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _qa_auth_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _qa_auth_GetUserRequest, callback: grpc.requestCallback<_qa_auth_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _qa_auth_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _qa_auth_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _qa_auth_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _qa_auth_GetUserRequest, callback: grpc.requestCallback<_qa_auth_User__Output>): grpc.ClientUnaryCall;
  
  Login(argument: _qa_auth_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  Login(argument: _qa_auth_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  Login(argument: _qa_auth_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  Login(argument: _qa_auth_LoginRequest, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  login(argument: _qa_auth_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  login(argument: _qa_auth_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  login(argument: _qa_auth_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  login(argument: _qa_auth_LoginRequest, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  
  Logout(argument: _qa_auth_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _qa_auth_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _qa_auth_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _qa_auth_LogoutRequest, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _qa_auth_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _qa_auth_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _qa_auth_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _qa_auth_LogoutRequest, callback: grpc.requestCallback<_qa_common_Empty__Output>): grpc.ClientUnaryCall;
  
  Register(argument: _qa_auth_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  Register(argument: _qa_auth_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  Register(argument: _qa_auth_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  Register(argument: _qa_auth_RegisterRequest, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  register(argument: _qa_auth_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  register(argument: _qa_auth_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  register(argument: _qa_auth_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  register(argument: _qa_auth_RegisterRequest, callback: grpc.requestCallback<_qa_auth_SessionReply__Output>): grpc.ClientUnaryCall;
  
  ResetPassword(argument: _qa_auth_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _qa_auth_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _qa_auth_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _qa_auth_ResetPasswordRequest, callback: grpc.requestCallback<_qa_auth_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _qa_auth_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _qa_auth_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _qa_auth_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _qa_auth_ResetPasswordRequest, callback: grpc.requestCallback<_qa_auth_ResetPasswordReply__Output>): grpc.ClientUnaryCall;
  
  ValidateResetToken(argument: _qa_auth_ValidateResetTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_ValidateResetTokenReply__Output>): grpc.ClientUnaryCall;
  ValidateResetToken(argument: _qa_auth_ValidateResetTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_ValidateResetTokenReply__Output>): grpc.ClientUnaryCall;
  ValidateResetToken(argument: _qa_auth_ValidateResetTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_ValidateResetTokenReply__Output>): grpc.ClientUnaryCall;
  ValidateResetToken(argument: _qa_auth_ValidateResetTokenRequest, callback: grpc.requestCallback<_qa_auth_ValidateResetTokenReply__Output>): grpc.ClientUnaryCall;
  validateResetToken(argument: _qa_auth_ValidateResetTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_ValidateResetTokenReply__Output>): grpc.ClientUnaryCall;
  validateResetToken(argument: _qa_auth_ValidateResetTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_qa_auth_ValidateResetTokenReply__Output>): grpc.ClientUnaryCall;
  validateResetToken(argument: _qa_auth_ValidateResetTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_qa_auth_ValidateResetTokenReply__Output>): grpc.ClientUnaryCall;
  validateResetToken(argument: _qa_auth_ValidateResetTokenRequest, callback: grpc.requestCallback<_qa_auth_ValidateResetTokenReply__Output>): grpc.ClientUnaryCall;
  
}

export interface AuthServiceHandlers extends grpc.UntypedServiceImplementation {
  ForgotPassword: grpc.handleUnaryCall<_qa_auth_ForgotPasswordRequest__Output, _qa_auth_MessageReply>;
  
  GetUser: grpc.handleUnaryCall<_qa_auth_GetUserRequest__Output, _qa_auth_User>;
  
  Login: grpc.handleUnaryCall<_qa_auth_LoginRequest__Output, _qa_auth_SessionReply>;
  
  Logout: grpc.handleUnaryCall<_qa_auth_LogoutRequest__Output, _qa_common_Empty>;
  
  Register: grpc.handleUnaryCall<_qa_auth_RegisterRequest__Output, _qa_auth_SessionReply>;
  
  ResetPassword: grpc.handleUnaryCall<_qa_auth_ResetPasswordRequest__Output, _qa_auth_ResetPasswordReply>;
  
  ValidateResetToken: grpc.handleUnaryCall<_qa_auth_ValidateResetTokenRequest__Output, _qa_auth_ValidateResetTokenReply>;
  
}

export interface AuthServiceDefinition extends grpc.ServiceDefinition {
  ForgotPassword: MethodDefinition<_qa_auth_ForgotPasswordRequest, _qa_auth_MessageReply, _qa_auth_ForgotPasswordRequest__Output, _qa_auth_MessageReply__Output>
  GetUser: MethodDefinition<_qa_auth_GetUserRequest, _qa_auth_User, _qa_auth_GetUserRequest__Output, _qa_auth_User__Output>
  Login: MethodDefinition<_qa_auth_LoginRequest, _qa_auth_SessionReply, _qa_auth_LoginRequest__Output, _qa_auth_SessionReply__Output>
  Logout: MethodDefinition<_qa_auth_LogoutRequest, _qa_common_Empty, _qa_auth_LogoutRequest__Output, _qa_common_Empty__Output>
  Register: MethodDefinition<_qa_auth_RegisterRequest, _qa_auth_SessionReply, _qa_auth_RegisterRequest__Output, _qa_auth_SessionReply__Output>
  ResetPassword: MethodDefinition<_qa_auth_ResetPasswordRequest, _qa_auth_ResetPasswordReply, _qa_auth_ResetPasswordRequest__Output, _qa_auth_ResetPasswordReply__Output>
  ValidateResetToken: MethodDefinition<_qa_auth_ValidateResetTokenRequest, _qa_auth_ValidateResetTokenReply, _qa_auth_ValidateResetTokenRequest__Output, _qa_auth_ValidateResetTokenReply__Output>
}

// Original file: proto/admin.proto


export interface AnalyticsSummary {
  'totalUsers'?: (number);
  'totalRevenue'?: (number | string);
  'totalUploads'?: (number);
  'conversionRate'?: (number | string);
  'newUserConversionRate'?: (number | string);
  'reengagementRate'?: (number | string);
  'anonymousUploads'?: (number);
  'anonymousToNewUser'?: (number);
  'anonymousToExistingUser'?: (number);
  'newSignups'?: (number);
  'comparisons'?: (number);
}

export interface AnalyticsSummary__Output {
  'totalUsers': (number);
  'totalRevenue': (number);
  'totalUploads': (number);
  'conversionRate': (number);
  'newUserConversionRate': (number);
  'reengagementRate': (number);
  'anonymousUploads': (number);
  'anonymousToNewUser': (number);
  'anonymousToExistingUser': (number);
  'newSignups': (number);
  'comparisons': (number);
}

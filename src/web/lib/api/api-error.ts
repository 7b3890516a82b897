/** The API's error bodies: 401/404/429/500 {message}; 403 adds missing_permission; 422 adds errors. */
export type ApiErrorBody = {
  message: string;
  missing_permission?: string | null;
  errors?: Record<string, string[]>;
};

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// The test S3 server ships no types; what tests/setup/s3-server-process.ts uses of it.
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      allowMismatchedSignatures?: boolean;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

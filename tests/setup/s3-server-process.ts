/**
 * A real S3-compatible server for the tests (s3rver, from npm) on a free loopback port, keeping
 * its objects in the directory given as the first argument. Prints `s3 listening on PORT`, and
 * stops when its parent closes stdin. Started by s3-server.ts with --openssl-legacy-provider:
 * s3rver makes ListObjectsV2 continuation tokens with DES.
 */
import S3rver from '@20minutes/s3rver';

const directory = process.argv[2];
if (!directory) throw new Error('usage: s3-server-process.ts DIRECTORY');
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  // Its SigV4 check miscomputes bucket-level requests from the current SDK; signatures are
  // still parsed and the key id checked.
  allowMismatchedSignatures: true,
});
const { port } = (await server.run()) as { port: number };
process.stdout.write(`s3 listening on ${port}\n`);
process.stdin.resume();
process.stdin.on('end', () => void server.close().then(() => process.exit(0)));

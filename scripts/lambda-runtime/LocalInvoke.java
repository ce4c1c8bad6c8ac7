import com.amazonaws.services.lambda.runtime.ClientContext;
import com.amazonaws.services.lambda.runtime.CognitoIdentity;
import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import io.quarkus.amazon.lambda.runtime.QuarkusStreamHandler;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

/**
 * Invokes a function's JVM build with one event, the way AWS's Java runtime does: it calls the entry point
 * the function is deployed with on a java runtime, {@code QuarkusStreamHandler::handleRequest}, which starts
 * the Quarkus application and hands the raw event to the extension's reader and the real handler. Prints
 * the response on stdout, or the error as the runtime reports it ({"errorMessage", "errorType"}) on stdout
 * with exit status 1. Run on the function's classpath:
 * <pre>java -cp functions/ingest/target/*-runner.jar LocalInvoke.java EVENT_FILE</pre>
 *
 * <p>A single-file program: a developer tool, not part of either function.
 */
public final class LocalInvoke {
    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: java -cp FUNCTION_RUNNER_JAR LocalInvoke.java EVENT_FILE");
            System.exit(2);
        }
        ByteArrayOutputStream response = new ByteArrayOutputStream();
        int status = 0;
        try (InputStream event = Files.newInputStream(Path.of(args[0]))) {
            new QuarkusStreamHandler().handleRequest(event, response, new LocalContext());
        } catch (Exception e) {
            response.reset();
            response.writeBytes(error(e).getBytes(StandardCharsets.UTF_8));
            status = 1;
        }
        System.out.println(response.toString(StandardCharsets.UTF_8));
        System.out.flush();
        System.exit(status);
    }

    /** The error document the Lambda Java runtime returns for a handler exception. */
    private static String error(Exception e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        System.err.print(trace);
        return "{\"errorMessage\":" + quote(String.valueOf(e.getMessage())) + ",\"errorType\":"
                + quote(e.getClass().getName()) + "}";
    }

    private static String quote(String text) {
        StringBuilder json = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\n' -> json.append("\\n");
                case '\r' -> json.append("\\r");
                case '\t' -> json.append("\\t");
                default -> json.append(c < 0x20 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return json.append('"').toString();
    }

    /** What Lambda tells a handler about the invocation; values as a local function would have them. */
    private static final class LocalContext implements Context {
        private final String requestId = UUID.randomUUID().toString();
        private final String function = System.getenv().getOrDefault("AWS_LAMBDA_FUNCTION_NAME", "lazygraph-local");
        private final long deadline = System.currentTimeMillis() + 15 * 60 * 1000;

        @Override
        public String getAwsRequestId() {
            return requestId;
        }

        @Override
        public String getLogGroupName() {
            return "/aws/lambda/" + function;
        }

        @Override
        public String getLogStreamName() {
            return "local";
        }

        @Override
        public String getFunctionName() {
            return function;
        }

        @Override
        public String getFunctionVersion() {
            return "$LATEST";
        }

        @Override
        public String getInvokedFunctionArn() {
            return "arn:aws:lambda:eu-west-1:123456789012:function:" + function;
        }

        @Override
        public CognitoIdentity getIdentity() {
            return null;
        }

        @Override
        public ClientContext getClientContext() {
            return null;
        }

        @Override
        public int getRemainingTimeInMillis() {
            return (int) Math.max(0, deadline - System.currentTimeMillis());
        }

        @Override
        public int getMemoryLimitInMB() {
            return Integer.parseInt(System.getenv().getOrDefault("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "1024"));
        }

        @Override
        public LambdaLogger getLogger() {
            return new LambdaLogger() {
                @Override
                public void log(String message) {
                    System.err.print(message);
                }

                @Override
                public void log(byte[] message) {
                    System.err.write(message, 0, message.length);
                }
            };
        }
    }
}
